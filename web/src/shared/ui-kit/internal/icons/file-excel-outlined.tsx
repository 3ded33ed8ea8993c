import definition from '@ant-design/icons-svg/es/asn/FileExcelOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function FileExcelOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
