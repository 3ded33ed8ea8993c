import definition from '@ant-design/icons-svg/es/asn/UploadOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function UploadOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
