import definition from '@ant-design/icons-svg/es/asn/CloudUploadOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function CloudUploadOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
